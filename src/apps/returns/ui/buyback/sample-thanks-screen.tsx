import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** /thanks-sample: the thank-you page a buyback ends on, as a sample anyone may open (spec 2.1), with a sample order. */
export default function SampleThanksScreen() {
  const { t } = useTranslation('returns-buyback');
  return (
    <main className="buyback-placed" aria-labelledby="sample-thanks-title">
      <CheckCircle2 size={48} aria-hidden="true" className="buyback-placed__icon" />
      <h1 id="sample-thanks-title">{t('sample.title')}</h1>
      <p>{t('sample.lead')}</p>
      <ol className="buyback-splash__steps">
        <li>{t('thanks.step1')}</li>
        <li>{t('thanks.step2')}</li>
        <li>{t('thanks.step3')}</li>
      </ol>
      <p className="muted">{t('sample.note')}</p>
    </main>
  );
}
