import {
  AppWindow,
  Boxes,
  ChartColumn,
  LayoutGrid,
  LifeBuoy,
  RefreshCw,
  ShoppingBag,
  Users,
  type LucideIcon,
} from 'lucide-react';
import * as palette from './app-icon-palette';
import { catalogueApp } from '../../domain/apps/app-catalogue';
import type { AppCategory } from '../../domain/apps/app-declaration';
import type { AppIconName } from '../../domain/apps/app-icon-names';

/** Every name of the palette draws an icon: the palette module and the names apps may declare are one list. */
const appIcons: Readonly<Record<AppIconName, LucideIcon>> = palette;


const categoryIcons: Readonly<Record<AppCategory, LucideIcon>> = {
  shell: LayoutGrid,
  assets: Boxes,
  lifecycle: RefreshCw,
  commerce: ShoppingBag,
  people: Users,
  'service-desk': LifeBuoy,
  insight: ChartColumn,
  embedded: AppWindow,
};

export function CategoryIcon({ category, size = 16 }: { category: AppCategory; size?: number }) {
  const Icon = categoryIcons[category];
  return <Icon size={size} aria-hidden="true" />;
}

/** The icon an app declares, else its category's; an app the catalogue does not know yet still gets one. */
export function AppIcon({ slug, category, size = 16 }: { slug: string; category: string; size?: number }) {
  const declared = catalogueApp(slug)?.icon;
  const Icon = (declared && appIcons[declared]) ?? categoryIcons[category as AppCategory] ?? LayoutGrid;
  return <Icon size={size} aria-hidden="true" />;
}
