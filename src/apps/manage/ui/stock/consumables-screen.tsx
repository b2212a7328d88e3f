import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Consumable } from '../../application/ports/stock-gateway';
import { formatDay, formatMoney } from '../../../../ui/kit/format';
import { TimeText } from '../../../../ui/kit/display';
import { PersonPicker } from '../shared/pickers';
import { useConsumable, useConsumables, useIssueConsumable, useSaveConsumable } from '../queries/use-stock';
import { StockListScreen, StockPanel, stockFields, type StockColumns } from './stock-list-screen';
import { UnitsDialog } from './units-dialog';

/** A consumable is told apart by its item number, and counted by what is on hand and what was issued. */
const COLUMNS: StockColumns<Consumable> = { detail: 'itemNumber', left: 'quantity', leftHeader: 'onHand', extra: 'issued' };

const FIELDS = stockFields('itemNumber', 'quantity');

function IssueDialog({ consumable }: { consumable: Consumable }) {
  const { t } = useTranslation('manage-consumables');
  const issue = useIssueConsumable();
  const [personId, setPersonId] = useState<string | null>(null);
  return (
    <UnitsDialog
      label={t('consumables.issue')}
      ariaLabel={t('consumables.issueLabel', { name: consumable.name })}
      title={t('consumables.issueTitle', { name: consumable.name })}
      lead={t('consumables.onHand', { count: consumable.quantity })}
      needsTarget={!personId}
      withNote
      onOpen={() => setPersonId(null)}
      target={(error) => <PersonPicker selectedId={personId} onSelect={(person) => setPersonId(person?.id ?? null)} isRequired error={error} />}
      onSend={(quantity, note) => issue.mutateAsync({ id: consumable.id, userId: personId!, quantity, note })}
    />
  );
}

/** The issues of the consumable the address names, newest first. */
function IssueHistory({ id }: { id: string }) {
  const { t, i18n } = useTranslation('manage-consumables');
  return (
    <StockPanel query={useConsumable(id)} title={(data) => t('consumables.historyOf', { name: data.name })}>
      {(data) => (
        <>
          <p className="muted">
            {[data.itemNumber, data.orderNumber, data.purchaseDate && formatDay(data.purchaseDate, i18n.language), data.purchaseCostCents !== null && formatMoney(data.purchaseCostCents, i18n.language)]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {data.issues.length === 0 ? (
            <p>{t('consumables.noIssues')}</p>
          ) : (
            <ul className="record-list">
              {data.issues.map((issue) => (
                <li key={issue.id}>
                  {t('consumables.issuedTo', { count: issue.quantity, name: issue.person.name })} · <TimeText at={issue.at} />
                  {issue.issuedBy && ` · ${t('consumables.by', { name: issue.issuedBy })}`}
                  {issue.note && ` · ${issue.note}`}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </StockPanel>
  );
}

const issueAction = (consumable: Consumable) => <IssueDialog consumable={consumable} />;
const issuePanel = (id: string) => <IssueHistory id={id} />;

/** /manage-beta/consumables: counted, issued and used up (toner, batteries), with what to reorder. */
export default function ConsumablesScreen() {
  return <StockListScreen kind="consumables" useItems={useConsumables} useSave={useSaveConsumable} columns={COLUMNS} fields={FIELDS} action={issueAction} panel={issuePanel} />;
}
