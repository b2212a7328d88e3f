import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { RadioGroupField } from '../../../../ui/kit/radio-group-field';
import { ACCESSORY_SETS, BODY_CONDITIONS, SCREEN_CONDITIONS, type DeclaredCondition } from '../../domain/buyback-condition';

type Draft = Partial<Omit<DeclaredCondition, 'works' | 'lockRemoved'> & { works: 'yes' | 'no'; lockRemoved: 'yes' | 'no' }>;

const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'yes' : 'no');

/** The condition a person declares: the screen, the body, whether it works, what comes with it, and its account lock. */
export function ConditionForm({ initial, pending, submitLabel, onSubmit }: { initial: DeclaredCondition | null; pending: boolean; submitLabel: string; onSubmit: (condition: DeclaredCondition) => void }) {
  const { t } = useTranslation('returns-buyback');
  const [draft, setDraft] = useState<Draft>(initial ? { ...initial, works: yesNo(initial.works), lockRemoved: yesNo(initial.lockRemoved) } : {});
  const complete = draft.screen && draft.body && draft.works && draft.accessories && draft.lockRemoved;
  const choices = <T extends string>(question: string, options: readonly T[]) => options.map((value) => ({ value, label: t(`condition.${question}.${value}`) }));
  return (
    <form
      className="buyback-condition"
      onSubmit={(event) => {
        event.preventDefault();
        if (!complete) return;
        onSubmit({ screen: draft.screen!, body: draft.body!, works: draft.works === 'yes', accessories: draft.accessories!, lockRemoved: draft.lockRemoved === 'yes' });
      }}
    >
      <RadioGroupField label={t('condition.screen.label')} value={draft.screen ?? null} onChange={(screen) => setDraft({ ...draft, screen })} options={choices('screen', SCREEN_CONDITIONS)} isRequired />
      <RadioGroupField label={t('condition.body.label')} value={draft.body ?? null} onChange={(body) => setDraft({ ...draft, body })} options={choices('body', BODY_CONDITIONS)} isRequired />
      <RadioGroupField label={t('condition.works.label')} value={draft.works ?? null} onChange={(works) => setDraft({ ...draft, works })} options={choices('works', ['yes', 'no'] as const)} isRequired orientation="horizontal" />
      <RadioGroupField label={t('condition.accessories.label')} value={draft.accessories ?? null} onChange={(accessories) => setDraft({ ...draft, accessories })} options={choices('accessories', ACCESSORY_SETS)} isRequired />
      <RadioGroupField
        label={t('condition.lockRemoved.label')}
        description={t('condition.lockRemoved.hint')}
        value={draft.lockRemoved ?? null}
        onChange={(lockRemoved) => setDraft({ ...draft, lockRemoved })}
        options={choices('lockRemoved', ['yes', 'no'] as const)}
        isRequired
        orientation="horizontal"
      />
      <RippleButton type="submit" className="button button--primary" isDisabled={!complete} isPending={pending}>
        {submitLabel}
      </RippleButton>
    </form>
  );
}
