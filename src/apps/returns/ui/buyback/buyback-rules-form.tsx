import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { FormError } from '../../../../ui/kit/form-error';
import { moneyInput, parseMoney } from '../../../../ui/kit/format';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { QueryView } from '../../../../ui/kit/query-view';
import { TextInput } from '../../../../ui/kit/text-input';
import { AGE_BANDS, ANY_MODEL } from '../../../../domain/pricing/device-pricing';
import { COSMETIC_GRADES, FUNCTIONAL_GRADES } from '../../domain/buyback-grades';
import type { BuybackRules } from '../../domain/buyback-rules';
import { useBuybackRules, useSaveBuybackRules } from '../queries/buyback';

/** The price rules an admin edits: every model's base price by age, and each grade's factor in per cent. A save is a new version. */
export function BuybackRulesForm() {
  const rules = useBuybackRules(true);
  return <QueryView query={rules}>{(data) => <RulesEditor key={data.version} rules={data} />}</QueryView>;
}

const percent = (basisPoints: number) => String(basisPoints / 100);
const basisPoints = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

function RulesEditor({ rules }: { rules: BuybackRules & { currency: string } }) {
  const { t } = useTranslation('returns-buyback');
  const { problemText } = useProblemText();
  const save = useSaveBuybackRules();
  const [failure, setFailure] = useState<string | null>(null);
  const anyModel = (band: string) => rules.basePrices.find((row) => row.model === ANY_MODEL && row.ageBand === band)?.amount ?? null;
  const [bases, setBases] = useState(() => Object.fromEntries(AGE_BANDS.map((band) => [band, moneyInput(anyModel(band))])));
  const [functional, setFunctional] = useState(() => Object.fromEntries(FUNCTIONAL_GRADES.map((grade) => [grade, percent(rules.functionalFactors[grade])])));
  const [cosmetic, setCosmetic] = useState(() => Object.fromEntries(COSMETIC_GRADES.map((grade) => [grade, percent(rules.cosmeticFactors[grade])])));
  return (
    <form
      className="buyback-rules card"
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        const own = rules.basePrices.filter((row) => row.model !== ANY_MODEL);
        const anyRows = AGE_BANDS.flatMap((band) => {
          const amount = parseMoney(bases[band] ?? '');
          return typeof amount === 'number' ? [{ model: ANY_MODEL, ageBand: band, amount }] : [];
        });
        save.mutate(
          {
            ...rules,
            basePrices: [...own, ...anyRows],
            functionalFactors: Object.fromEntries(FUNCTIONAL_GRADES.map((grade) => [grade, basisPoints(functional[grade] ?? '')])) as BuybackRules['functionalFactors'],
            cosmeticFactors: Object.fromEntries(COSMETIC_GRADES.map((grade) => [grade, basisPoints(cosmetic[grade] ?? '')])) as BuybackRules['cosmeticFactors'],
          },
          { onError: (error) => setFailure(problemText(error)) },
        );
      }}
    >
      <p className="muted">{t('rules.lead', { version: rules.version })}</p>
      <fieldset>
        <legend>{t('rules.base', { currency: rules.currency })}</legend>
        <div className="buyback-rules__grid">
          {AGE_BANDS.map((band) => (
            <TextInput key={band} label={t('rules.band', { band })} inputMode="decimal" value={bases[band] ?? ''} onChange={(value) => setBases({ ...bases, [band]: value })} />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('rules.functional')}</legend>
        <div className="buyback-rules__grid">
          {FUNCTIONAL_GRADES.map((grade) => (
            <TextInput key={grade} label={`${grade} · ${t(`grade.functional.${grade}`)}`} inputMode="decimal" value={functional[grade] ?? ''} onChange={(value) => setFunctional({ ...functional, [grade]: value })} />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('rules.cosmetic')}</legend>
        <div className="buyback-rules__grid">
          {COSMETIC_GRADES.map((grade) => (
            <TextInput key={grade} label={`${grade} · ${t(`grade.cosmetic.${grade}`)}`} inputMode="decimal" value={cosmetic[grade] ?? ''} onChange={(value) => setCosmetic({ ...cosmetic, [grade]: value })} />
          ))}
        </div>
      </fieldset>
      <RippleButton type="submit" className="button button--primary" isPending={save.isPending}>
        {t('rules.save')}
      </RippleButton>
      <FormError>{failure}</FormError>
    </form>
  );
}
