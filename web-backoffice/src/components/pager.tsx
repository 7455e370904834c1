interface PagerProps {
  page: number;
  lastPage: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}

/** Server-side paging: "41–60 of 312" with previous / next. */
export function Pager({ page, lastPage, total, perPage, onPage, disabled }: PagerProps) {
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <nav className="pager" aria-label="Pages">
      <span className="muted">
        {first}–{last} of {total}
      </span>
      <button type="button" className="button button--small" onClick={() => onPage(page - 1)} disabled={disabled || page <= 1}>
        Previous
      </button>
      <span>
        Page {page} of {lastPage}
      </span>
      <button type="button" className="button button--small" onClick={() => onPage(page + 1)} disabled={disabled || page >= lastPage}>
        Next
      </button>
    </nav>
  );
}
