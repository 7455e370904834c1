import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ErrorModal } from './modal';

interface ErrorModalApi {
  /** Opens the Error modal with this message (a failed fetch, a refused action). */
  showError: (message: string) => void;
}

const ErrorModalContext = createContext<ErrorModalApi | null>(null);

/** The error modal of spec section 2.2, available on every page: one at a time, the latest message wins. */
export function ErrorModalProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<string | null>(null);
  const showError = useCallback((next: string) => setMessage(next), []);
  const close = useCallback(() => setMessage(null), []);
  const value = useMemo(() => ({ showError }), [showError]);
  return (
    <ErrorModalContext.Provider value={value}>
      {children}
      {message !== null ? <ErrorModal message={message} onClose={close} /> : null}
    </ErrorModalContext.Provider>
  );
}

/** Outside a provider (isolated component tests) errors fall back to the console. */
const consoleFallback: ErrorModalApi = { showError: (message) => console.error(message) };

export function useErrorModal(): ErrorModalApi {
  return useContext(ErrorModalContext) ?? consoleFallback;
}

/** Shows `message` in the Error modal each time `error` becomes set (a query that failed). */
export function useReportError(error: unknown, message: string) {
  const { showError } = useErrorModal();
  useEffect(() => {
    if (error) showError(message);
  }, [error, message, showError]);
}
