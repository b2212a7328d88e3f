import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormButtons } from '../../../../ui/kit/form-buttons';
import { FormError } from '../../../../ui/kit/form-error';
import { moneyInput, parseMoney } from '../../../../ui/kit/format';
import { QueryView } from '../../../../ui/kit/query-view';
import { SelectField } from '../../../../ui/kit/select-field';
import { TextInput } from '../../../../ui/kit/text-input';
import { useSubmit } from '../../../../ui/kit/use-submit';
import { useUnsavedValues } from '../../../../ui/routing/use-unsaved-changes';
import type { RepairSettings } from '../../application/ports/repair-gateway';
import { ENDED_REPAIR_STATES, REPAIR_STATES } from '../../domain/repair-state';
import { FAULT_CATEGORIES, type FaultCategory } from '../../domain/repair-terms';
import { useRepairSettings, useSaveRepairSettings } from '../queries/repairs';

const WORKING_STATES = REPAIR_STATES.filter((state) => !ENDED_REPAIR_STATES.includes(state));

interface EstimateDraft {
  readonly key: string;
  readonly model: string;
  readonly faultCategory: FaultCategory;
  readonly amount: string;
}

/** Business hours as typed: whole hours, or empty for no deadline; undefined for anything else. */
function hoursOf(text: string): number | null | undefined {
  if (!text.trim()) return null;
  const hours = Number(text);
  return Number.isInteger(hours) && hours >= 0 && hours <= 1_000 ? hours : undefined;
}

function SettingsForm({ settings }: { settings: RepairSettings }) {
  const { t } = useTranslation('returns-repair');
  const initialTargets = Object.fromEntries(WORKING_STATES.map((state) => [state, settings.targets[state] == null ? '' : String(settings.targets[state]! / 60)]));
  const initialEstimates = settings.estimates.map((line, index) => ({ key: String(index), model: line.model, faultCategory: line.faultCategory, amount: moneyInput(line.amountMinor) }));
  const [targets, setTargets] = useState<Record<string, string>>(initialTargets);
  const [estimates, setEstimates] = useState<EstimateDraft[]>(initialEstimates);
  const save = useSaveRepairSettings();
  const badTarget = WORKING_STATES.some((state) => hoursOf(targets[state] ?? '') === undefined);
  const badEstimate = estimates.some((line) => !line.model.trim() || typeof parseMoney(line.amount) !== 'number');
  const submit = useSubmit(async () => {
    if (badTarget || badEstimate) return;
    await save.mutateAsync({
      targets: Object.fromEntries(WORKING_STATES.map((state) => [state, hoursOf(targets[state] ?? '') === null ? null : hoursOf(targets[state] ?? '')! * 60])),
      estimates: estimates.map((line) => ({ model: line.model.trim(), faultCategory: line.faultCategory, amountMinor: parseMoney(line.amount) as number })),
      version: settings.version,
    });
  });
  useUnsavedValues([targets, estimates], [initialTargets, initialEstimates], submit.pending);
  const change = (key: string, values: Partial<EstimateDraft>) => setEstimates((lines) => lines.map((line) => (line.key === key ? { ...line, ...values } : line)));
  return (
    <Form className="form" onSubmit={submit.onSubmit}>
      <fieldset className="repair-settings__targets">
        <legend>{t('settings.targets')}</legend>
        <p className="muted">{t('settings.targetsHint')}</p>
        {WORKING_STATES.map((state) => (
          <TextInput
            key={state}
            label={t(`state.${state}`)}
            inputMode="numeric"
            value={targets[state] ?? ''}
            onChange={(value) => setTargets((before) => ({ ...before, [state]: value }))}
            error={hoursOf(targets[state] ?? '') === undefined ? t('settings.badHours') : undefined}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('settings.estimates', { currency: settings.currency })}</legend>
        <ul className="repair-list">
          {estimates.map((line, index) => (
            <li key={line.key} className="repair-card repair-settings__line">
              <TextInput label={t('settings.model', { n: index + 1 })} value={line.model} onChange={(model) => change(line.key, { model })} error={line.model.trim() ? undefined : t('settings.modelRequired')} />
              <SelectField label={t('settings.fault', { n: index + 1 })} value={line.faultCategory} onChange={(value) => change(line.key, { faultCategory: value as FaultCategory })}>
                {FAULT_CATEGORIES.map((fault) => (
                  <option key={fault} value={fault}>
                    {t(`fault.${fault}`)}
                  </option>
                ))}
              </SelectField>
              <TextInput
                label={t('settings.amount', { n: index + 1 })}
                inputMode="decimal"
                value={line.amount}
                onChange={(amount) => change(line.key, { amount })}
                error={typeof parseMoney(line.amount) === 'number' ? undefined : t('settings.badAmount')}
              />
              <RippleButton className="button button--ghost" onPress={() => setEstimates((lines) => lines.filter((each) => each.key !== line.key))}>
                {t('settings.removeLine', { n: index + 1 })}
              </RippleButton>
            </li>
          ))}
        </ul>
        <RippleButton className="button" onPress={() => setEstimates((lines) => [...lines, { key: crypto.randomUUID(), model: '', faultCategory: 'screen', amount: '' }])}>
          {t('settings.addLine')}
        </RippleButton>
      </fieldset>
      <FormError>{submit.error}</FormError>
      <FormButtons pending={submit.pending} isDisabled={badTarget || badEstimate} submitLabel={t('settings.save')} />
    </Form>
  );
}

/** An admin's part of Repair's home: the SLA target of each state and the estimate table per model and fault. */
export function RepairSettingsPanel() {
  const { t } = useTranslation('returns-repair');
  const settings = useRepairSettings(true);
  return (
    <section className="panel" aria-labelledby="repair-settings">
      <h2 id="repair-settings">{t('settings.title')}</h2>
      <details>
        <summary>{t('settings.open')}</summary>
        <QueryView query={settings}>{(loaded) => <SettingsForm key={loaded.version} settings={loaded} />}</QueryView>
      </details>
    </section>
  );
}
