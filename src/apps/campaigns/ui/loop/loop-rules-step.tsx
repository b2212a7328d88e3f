import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../../ui/kit/form-error';
import { FormSection } from '../../../../ui/kit/form-layout';
import { QueryView } from '../../../../ui/kit/query-view';
import { loopRulesOf } from '../../domain/loop-rules';
import type { RulesStepProps } from '../kinds/campaign-kind-ui';
import { useFactorTables } from '../queries/loop';
import { ChoiceField } from '../../../../ui/kit/choice-field';
import { RecyclerFields, recyclerDraftOf, recyclerOf } from './loop-recycler-fields';

/**
 * The wizard's Loop step: which version of the factor table the campaign's credit uses (kept with the campaign, so a
 * later table never changes its report) and the certified recycler that recycled devices go to by default.
 */
export function LoopRulesStep({ value: rules, onChange, fieldError }: RulesStepProps) {
  const { t } = useTranslation('campaigns-loop');
  const tables = useFactorTables();
  const current = loopRulesOf(rules);
  // The recycler is typed field by field; a half-typed one is kept here as it is and sent for the server to check.
  const [recycler, setRecycler] = useState(() => recyclerDraftOf(current.defaultRecycler));
  return (
    <>
      {fieldError('') && <FormError>{fieldError('')}</FormError>}
      <FormSection title={t('rules.credit')} description={t('rules.creditHint')}>
        <QueryView query={tables}>
          {(data) => {
            const chosen = data.tables.find((table) => table.version === current.factorTableVersion);
            return (
              <>
                <ChoiceField
                  label={t('rules.factorTable')}
                  value={current.factorTableVersion}
                  onChange={(factorTableVersion) => onChange({ factorTableVersion, defaultRecycler: recyclerOf(recycler) })}
                  options={data.tables.map((table) => ({ value: table.version, label: table.version }))}
                  error={fieldError('factorTableVersion')}
                />
                {chosen && <p className="field__hint">{t('rules.source', { publisher: chosen.source.publisher, title: chosen.source.title })}</p>}
              </>
            );
          }}
        </QueryView>
      </FormSection>
      <FormSection title={t('rules.recycler')} description={t('rules.recyclerHint')}>
        <RecyclerFields
          value={recycler}
          onChange={(draft) => {
            setRecycler(draft);
            onChange({ factorTableVersion: current.factorTableVersion, defaultRecycler: recyclerOf(draft) });
          }}
          fieldError={fieldError}
          path="defaultRecycler"
        />
      </FormSection>
    </>
  );
}
