import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../ui/kit/page-header';
import { AuditSections } from '../audit-sections';
import { DueAuditsList } from './due-audits';
import { NewRoundForm } from './new-round-form';
import { RoundList } from './round-list';

/** /apps/audit-trail/audits: what is due for a physical audit, the rounds, and a new round. */
export default function AuditsScreen() {
  const { t } = useTranslation('audit-rounds');
  return (
    <section className="screen audit-rounds" aria-labelledby="audits-title">
      <PageHeader title={t('title')} titleId="audits-title" lead={t('lead')} />
      <AuditSections />
      <DueAuditsList />
      <div className="audit-rounds__split">
        <RoundList />
        <NewRoundForm />
      </div>
    </section>
  );
}
