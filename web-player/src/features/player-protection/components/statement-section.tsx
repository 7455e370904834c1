import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, FormMessage } from '@/components/form-field';
import { currentLanguage } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useDownloadStatement } from '../api/download-statement';
import './account-protection.css';

const dhakaDay = (ms: number) => new Date(ms + 6 * 3_600_000).toISOString().slice(0, 10);
const dayMs = 24 * 3_600_000;

/**
 * The account statement download (issue 16): transactions and bets for any Dhaka days up to a year, as a
 * CSV or a PDF file in the page's language. The server checks the period and answers its refusal in words.
 */
export function StatementSection() {
  const { t } = useTranslation();
  const download = useDownloadStatement();
  // today and the default period (the last 30 days), fixed when the section opens
  const [today] = useState(() => dhakaDay(Date.now()));
  const [from, setFrom] = useState(() => dhakaDay(Date.now() - 29 * dayMs));
  const [to, setTo] = useState(today);
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    // the button pressed names the format (Enter in a date field: CSV, the first button)
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const format = submitter?.value === 'pdf' ? 'pdf' : 'csv';
    download.mutate(
      { from, to, lang: currentLanguage() === 'bn' ? 'bn' : 'en', format },
      {
        onError: (failure) => setError(failure instanceof ApiError && failure.status > 0 ? failure.message : t('statementDownload.failed')),
      },
    );
  }

  return (
    <section className="responsible-gaming__kind statement-download" aria-labelledby="statement-download-title">
      <h3 id="statement-download-title" className="responsible-gaming__heading">
        {t('statementDownload.heading')}
      </h3>
      <p className="responsible-gaming__intro">{t('statementDownload.intro')}</p>
      <form className="form-card statement-download__form" noValidate onSubmit={onSubmit}>
        <div className="statement-download__dates">
          <FormField
            label={t('statementDownload.from')}
            name="from"
            type="date"
            max={to}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <FormField
            label={t('statementDownload.to')}
            name="to"
            type="date"
            max={today}
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        <FormMessage kind="error">{error}</FormMessage>
        {download.isSuccess && !error ? <FormMessage kind="success">{t('statementDownload.done')}</FormMessage> : null}
        <div className="statement-download__buttons">
          <button type="submit" name="format" value="csv" className="button button--gold" disabled={download.isPending}>
            {download.isPending && download.variables?.format === 'csv'
              ? t('statementDownload.preparing')
              : t('statementDownload.download')}
          </button>
          <button type="submit" name="format" value="pdf" className="button button--gold" disabled={download.isPending}>
            {download.isPending && download.variables?.format === 'pdf'
              ? t('statementDownload.preparing')
              : t('statementDownload.downloadPdf')}
          </button>
        </div>
      </form>
    </section>
  );
}
