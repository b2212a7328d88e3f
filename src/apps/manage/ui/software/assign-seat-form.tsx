import { useState } from 'react';
import { Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { LicenceDetails } from '../../application/ports/software-gateway';
import { FormError } from '../../../../ui/kit/form-error';
import { useSingleFlight } from '../../../../ui/kit/use-single-flight';
import { useProblemText } from '../../../../ui/kit/problem-text';
import { RippleButton } from '../../../../ui/feedback/ripple-button';
import { useAssignSeat } from '../queries/use-software';
import { AssetPicker, PersonPicker } from '../shared/pickers';

type HolderKind = 'person' | 'device';

/**
 * Give a seat to a person or to a device. Whether a seat is free is the server's to decide: two people may
 * take the last one at once, and the one who loses is told so here.
 */
export function AssignSeatForm({ licence }: { licence: LicenceDetails }) {
  const { t } = useTranslation('manage-software');
  const { problemText } = useProblemText();
  const [kind, setKind] = useState<HolderKind>('person');
  const [holderId, setHolderId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [assigned, setAssigned] = useState(false);
  // A new picker after each assignment, so the next one starts empty.
  const [round, setRound] = useState(0);
  const assign = useAssignSeat(licence.id);
  const choose = (id: string | null) => {
    setHolderId(id);
    setAssigned(false);
  };
  const submit = useSingleFlight(async (chosen: string) => {
    setFailure(null);
    try {
      await assign.mutateAsync(kind === 'person' ? { userId: chosen } : { assetId: chosen });
      setHolderId(null);
      setRound(round + 1);
      setAssigned(true);
    } catch (error) {
      setFailure(problemText(error));
    }
  });
  return (
    <Form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (holderId) void submit.run(holderId);
      }}
    >
      <RadioGroup
        className="seat-holder-kind"
        orientation="horizontal"
        value={kind}
        onChange={(value) => {
          setKind(value as HolderKind);
          choose(null);
        }}
      >
        <Label>{t('seats.assignTo')}</Label>
        <Radio value="person" className="radio">
          {t('seats.person')}
        </Radio>
        <Radio value="device" className="radio">
          {t('seats.device')}
        </Radio>
      </RadioGroup>
      {kind === 'person' ? (
        <PersonPicker key={round} selectedId={holderId} onSelect={(option) => choose(option?.id ?? null)} isRequired />
      ) : (
        <AssetPicker key={round} selectedId={holderId} onSelect={(option) => choose(option?.id ?? null)} isRequired />
      )}
      <FormError>{failure}</FormError>
      {assigned && <p role="status">{t('seats.assigned')}</p>}
      <RippleButton type="submit" className="button button--primary" isPending={submit.pending} isDisabled={!holderId}>
        {t('seats.assign')}
      </RippleButton>
    </Form>
  );
}
