import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FieldNotes } from './field-notes';

export interface PickerOption {
  readonly id: string;
  readonly label: string;
  readonly description?: string;
}

const SETTLE_MS = 250;

/** The key of the offer to add a record of the typed name; no record's id looks like it. */
const NEW_RECORD = 'record-picker:new';

/** How a picker offers to add a record of a name no record has, and adds it. */
export interface NewRecordOffer {
  readonly label: (name: string) => string;
  readonly add: (name: string) => Promise<PickerOption>;
}

/**
 * A searchable choice of one record among many (people, assets): it asks the server as the person types
 * and never loads the whole list.
 */
export function RecordPicker({
  label,
  queryKey,
  search,
  selectedId,
  selectedLabel,
  onSelect,
  isRequired,
  error,
  description,
  initialText = '',
  offerNew,
}: {
  label: string;
  /** Names the cache of this kind of search, below the app's query key so the app's changes refresh it. */
  queryKey: readonly unknown[];
  search: (text: string) => Promise<readonly PickerOption[]>;
  selectedId: string | null;
  /**
   * The chosen record's text, for a choice that may come from outside the field (saved before, cleared, replaced by
   * a newer record): the field shows it whenever the choice changes, and again when left without a new choice.
   */
  selectedLabel?: string;
  onSelect: (option: PickerOption | null) => void;
  isRequired?: boolean;
  error?: string;
  description?: string;
  /** What the search starts from, e.g. the name a file gave, so the fitting records show on opening. */
  initialText?: string;
  /** Offered below the matches when no record has the name typed: picking it adds the record and chooses it. */
  offerNew?: NewRecordOffer;
}) {
  const { t } = useTranslation('kit');
  const client = useQueryClient();
  const [text, setText] = useState(selectedLabel ?? initialText);
  const [settled, setSettled] = useState((selectedLabel ?? initialText).trim());
  const [shownId, setShownId] = useState(selectedId);
  if (selectedId !== shownId) {
    setShownId(selectedId);
    if (selectedLabel !== undefined) setText(selectedLabel);
  }
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // The options on show stay while the next search runs, so a choice just made is never from an emptied list.
  const options = useQuery({ queryKey: [...queryKey, settled], queryFn: () => search(settled), placeholderData: keepPreviousData });
  const found = options.data ?? [];
  const named = settled && !found.some((item) => item.label.toLowerCase() === settled.toLowerCase());
  const items = offerNew && named ? [...found, { id: NEW_RECORD, label: offerNew.label(settled) }] : found;
  /** The new record is chosen once the searches hold it, so the field shows it as any other choice. */
  const addNamed = async (name: string) => {
    const added = await offerNew!.add(name);
    await client.invalidateQueries({ queryKey });
    onSelect(added);
    setText(added.label);
  };
  return (
    <ComboBox
      className="field"
      inputValue={text}
      onInputChange={setText}
      selectedKey={selectedId}
      onSelectionChange={(key) => {
        // Leaving keeps the choice even when the options on show, another search's, do not hold it.
        if (selectedLabel !== undefined && key === selectedId) return setText(selectedLabel);
        if (key === NEW_RECORD) return void addNamed(settled);
        const option = items.find((item) => item.id === key) ?? null;
        onSelect(option);
        if (option) setText(option.label);
      }}
      items={items}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      menuTrigger="focus"
      allowsEmptyCollection
    >
      <Label>{label}</Label>
      <Input className="input" />
      <FieldNotes description={description} error={error} />
      <Popover className="popover">
        <ListBox<PickerOption>
          className="menu"
          renderEmptyState={() => <p className="menu__empty">{options.isFetching ? t('picker.searching') : t('picker.none')}</p>}
        >
          {(item) => (
            <ListBoxItem id={item.id} className="menu__item" textValue={item.label}>
              <span>{item.label}</span>
              {item.description && <span className="muted"> · {item.description}</span>}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
