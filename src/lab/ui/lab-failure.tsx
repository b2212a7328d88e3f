import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function FailureNotice({ reason }: { reason: string }) {
  const { t } = useTranslation('lab');
  return (
    <section className="lab-panel" role="alert">
      <h2>{t('failure.title')}</h2>
      <p>
        <code>{reason}</code>
      </p>
      <a className="button" href={window.location.href}>
        {t('failure.reload')}
      </a>
    </section>
  );
}

/** A broken panel shows what broke and a way back, instead of leaving the page blank. */
export class LabFailureBoundary extends Component<{ children: ReactNode }, { reason: string | null }> {
  override state = { reason: null };

  static getDerivedStateFromError(error: unknown) {
    return { reason: error instanceof Error ? error.message : String(error) };
  }

  override render() {
    return this.state.reason === null ? this.props.children : <FailureNotice reason={this.state.reason} />;
  }
}
