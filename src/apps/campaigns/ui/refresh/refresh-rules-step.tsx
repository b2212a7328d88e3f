import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormError } from '../../../../ui/kit/form-error';
import { FormSection } from '../../../../ui/kit/form-layout';
import { GRADES } from '../../domain/refresh-grade';
import { CHARGE_METHODS } from '../../domain/refresh-offer';
import { AGE_BANDS, ANY_MODEL, LOCKED_OR_DEAD_RULES, type AgeBand, type BasePrice, type LockedOrDeadRule } from '../../domain/refresh-pricing';
import { DEFAULT_REFRESH_BUY_RULES, type RefreshBuyRules } from '../../domain/refresh-rules';
import type { RulesStepProps } from '../kinds/campaign-kind-ui';
import { ChoiceField } from '../../../../ui/kit/choice-field';

/** The campaign's rules as the step edits them; anything else (a campaign saved before) starts from the defaults. */
function rulesOf(value: unknown): RefreshBuyRules {
  const rules = value as Partial<RefreshBuyRules> | null;
  return rules && Array.isArray(rules.basePrices) && rules.gradeFactors ? { ...DEFAULT_REFRESH_BUY_RULES, ...rules } : DEFAULT_REFRESH_BUY_RULES;
}

/** A labelled native number input; amounts are typed in whole currency units and kept in minor units. */
function NumberInput({
  label,
  value,
  onChange,
  scale = 1,
  min = 0,
  max,
  step = 1,
  error,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  scale?: number;
  min?: number;
  max?: number;
  step?: number;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={value / scale}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const typed = Number(event.target.value);
          if (Number.isFinite(typed)) onChange(Math.round(typed * scale));
        }}
      />
      {error && <p className="form__error">{error}</p>}
    </div>
  );
}

/**
 * The wizard's Refresh Buy step: the base price of each model and age band (the `*` model prices every other), the
 * share of it each grade keeps, rounding, the floor, what a locked or dead device gets, how long a price holds and
 * how the employee may pay.
 */
export function RefreshRulesStep({ value, onChange, fieldError }: RulesStepProps) {
  const { t } = useTranslation('campaigns-refresh');
  const rules = rulesOf(value);
  const change = (patch: Partial<RefreshBuyRules>) => onChange({ ...rules, ...patch });
  const setRow = (index: number, patch: Partial<BasePrice>) =>
    change({ basePrices: rules.basePrices.map((row, at) => (at === index ? { ...row, ...patch } : row)) });
  return (
    <div className="refresh-rules">
      {fieldError('') && <FormError>{fieldError('')}</FormError>}
      <FormSection title={t('rules.basePrices')} description={t('rules.basePricesHint', { any: ANY_MODEL })}>
        <table className="refresh-rules__table">
          <caption className="visually-hidden">{t('rules.basePrices')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rules.model')}</th>
              <th scope="col">{t('rules.ageBand')}</th>
              <th scope="col">{t('rules.amount')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('rules.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rules.basePrices.map((row, index) => (
              <tr key={index}>
                <td>
                  <input
                    className="input"
                    aria-label={t('rules.modelOfRow', { row: index + 1 })}
                    value={row.model}
                    maxLength={120}
                    onChange={(event) => setRow(index, { model: event.target.value })}
                  />
                </td>
                <td>
                  <select
                    className="input"
                    aria-label={t('rules.ageBandOfRow', { row: index + 1 })}
                    value={row.ageBand}
                    onChange={(event) => setRow(index, { ageBand: event.target.value as AgeBand })}
                  >
                    {AGE_BANDS.map((band) => (
                      <option key={band} value={band}>
                        {t(`ageBands.${band}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    className="input"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    aria-label={t('rules.amountOfRow', { row: index + 1 })}
                    value={row.amount / 100}
                    onChange={(event) => {
                      const typed = Number(event.target.value);
                      if (Number.isFinite(typed)) setRow(index, { amount: Math.round(typed * 100) });
                    }}
                  />
                </td>
                <td>
                  <RippleButton
                    className="button button--small"
                    aria-label={t('rules.removeRow', { row: index + 1 })}
                    isDisabled={rules.basePrices.length === 1}
                    onPress={() => change({ basePrices: rules.basePrices.filter((_, at) => at !== index) })}
                  >
                    {t('rules.remove')}
                  </RippleButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {fieldError('basePrices') && <FormError>{fieldError('basePrices')}</FormError>}
        <RippleButton className="button" onPress={() => change({ basePrices: [...rules.basePrices, { model: '', ageBand: '0-1', amount: 0 }] })}>
          {t('rules.addRow')}
        </RippleButton>
      </FormSection>
      <FormSection title={t('rules.gradeFactors')} description={t('rules.gradeFactorsHint')}>
        <div className="refresh-rules__grid">
          {GRADES.map((grade) => (
            <NumberInput
              key={grade}
              label={t('rules.factorOf', { grade })}
              value={rules.gradeFactors[grade]}
              scale={100}
              max={100}
              onChange={(factor) => change({ gradeFactors: { ...rules.gradeFactors, [grade]: factor } })}
              error={fieldError(`gradeFactors.${grade}`)}
            />
          ))}
        </div>
      </FormSection>
      <FormSection title={t('rules.pricing')}>
        <div className="refresh-rules__grid">
          <NumberInput label={t('rules.floor')} value={rules.floor} scale={100} step={0.01} onChange={(floor) => change({ floor })} error={fieldError('floor')} />
          <ChoiceField
            label={t('rules.roundingStep')}
            value={String(rules.roundingStep)}
            onChange={(step) => change({ roundingStep: Number(step) })}
            options={[1, 100, 500, 1000].map((step) => ({ value: String(step), label: t(`rules.rounding.${step}`) }))}
          />
          <ChoiceField
            label={t('rules.lockedOrDead')}
            value={rules.lockedOrDead}
            onChange={(rule) => change({ lockedOrDead: rule as LockedOrDeadRule })}
            options={LOCKED_OR_DEAD_RULES.map((rule) => ({ value: rule, label: t(`rules.lockedOrDeadRules.${rule}`) }))}
          />
          <NumberInput label={t('rules.validityDays')} value={rules.validityDays} min={1} max={90} onChange={(validityDays) => change({ validityDays })} error={fieldError('validityDays')} />
        </div>
        <fieldset className="refresh-rules__methods">
          <legend>{t('rules.chargeMethods')}</legend>
          {CHARGE_METHODS.map((method) => (
            <label key={method} className="checkbox">
              <input
                type="checkbox"
                checked={rules.chargeMethods.includes(method)}
                onChange={(event) =>
                  change({ chargeMethods: event.target.checked ? [...rules.chargeMethods, method] : rules.chargeMethods.filter((each) => each !== method) })
                }
              />{' '}
              {t(`chargeMethods.${method}`)}
            </label>
          ))}
          {fieldError('chargeMethods') && <FormError>{fieldError('chargeMethods')}</FormError>}
        </fieldset>
      </FormSection>
    </div>
  );
}
