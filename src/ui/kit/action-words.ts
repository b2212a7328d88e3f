import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readableAction } from '../../domain/activity/action-code';

/** What a screen says of an audit action code (`campaign.created`). */
export interface ActionWords {
  /** The entry's name in a list: "Campaign created". */
  readonly label: (code: string) => string;
  /** What follows the person's name: "created a campaign". */
  readonly phrase: (code: string) => string;
}

/**
 * The words of the audit trail's action codes (the `activity` namespace), and for a code it has none for, the code
 * spelled out. The codes hold dots, so the catalogue keys them whole under each form.
 */
export function useActionWords(): ActionWords {
  // Never suspends: the words are fetched beside the screen's code (screen-registry.tsx), and should they be late,
  // a list already shown keeps showing, with the codes spelled out until they arrive, instead of the loading state.
  const { t } = useTranslation('activity', { useSuspense: false });
  return useMemo(() => {
    const word = (form: keyof ActionWords, code: string) =>
      t(`${form}/${code}`, { keySeparator: '/', nsSeparator: false, defaultValue: readableAction(code) });
    return { label: (code) => word('label', code), phrase: (code) => word('phrase', code) };
  }, [t]);
}
