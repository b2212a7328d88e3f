import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../feedback/ripple-button';

function ScreenError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <section className="screen" role="alert">
      <h1>{t('errors.title')}</h1>
      <p>{t('errors.screen')}</p>
      <RippleButton className="button" onPress={onRetry}>
        {t('errors.retry')}
      </RippleButton>
    </section>
  );
}

/** A screen that fails (a chunk that will not load, a render error) is replaced by a notice, not a blank page. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ScreenError onRetry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}
