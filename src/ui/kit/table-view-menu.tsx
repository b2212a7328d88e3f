import { Check, SlidersHorizontal } from 'lucide-react';
import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/** How tightly a table's rows sit; the menu offers each, the table remembers the choice. */
export type Density = 'compact' | 'comfortable';

const DENSITIES: readonly Density[] = ['compact', 'comfortable'];

function Item({ id, label }: { id: string; label: string }) {
  return (
    <MenuItem id={id} className="menu__item" textValue={label}>
      {({ isSelected }) => (
        <>
          <span className="menu__check" aria-hidden="true">
            {isSelected && <Check size={14} />}
          </span>
          {label}
        </>
      )}
    </MenuItem>
  );
}

/** How a table is shown: which columns (each may be hidden but the required ones) and how dense its rows are. */
export function TableViewMenu({
  columns,
  onColumnsChange,
  density,
  onDensityChange,
}: {
  columns: readonly { readonly id: string; readonly label: string; readonly shown: boolean }[];
  onColumnsChange: (shown: readonly string[]) => void;
  density: Density;
  onDensityChange: (density: Density) => void;
}) {
  const { t } = useTranslation('kit');
  return (
    <MenuTrigger>
      <Button className="button button--small">
        <SlidersHorizontal size={14} aria-hidden="true" />
        {t('list.view')}
      </Button>
      <Popover className="popover" placement="bottom end">
        <Menu className="menu" aria-label={t('list.view')}>
          <MenuSection
            selectionMode="multiple"
            selectedKeys={columns.filter((column) => column.shown).map((column) => column.id)}
            onSelectionChange={(keys) => onColumnsChange(keys === 'all' ? columns.map((c) => c.id) : [...keys].map(String))}
          >
            <Header className="menu__header">{t('list.columns')}</Header>
            {columns.map((column) => (
              <Item key={column.id} id={column.id} label={column.label} />
            ))}
          </MenuSection>
          <Separator className="menu__separator" />
          <MenuSection
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[`density:${density}`]}
            onSelectionChange={(keys) => {
              const [key] = keys === 'all' ? [] : [...keys];
              if (key) onDensityChange(String(key).slice('density:'.length) as Density);
            }}
          >
            <Header className="menu__header">{t('list.density')}</Header>
            {DENSITIES.map((choice) => (
              <Item key={choice} id={`density:${choice}`} label={t(`list.${choice}`)} />
            ))}
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
