import {
  Apple,
  AppWindow,
  Boxes,
  ChartColumn,
  ChartLine,
  ClipboardList,
  Contact,
  CreditCard,
  Database,
  FileSearch,
  Frame,
  HandCoins,
  Headset,
  History,
  Laptop,
  LayoutGrid,
  Leaf,
  LifeBuoy,
  MapPin,
  PackageOpen,
  Plug,
  Receipt,
  Recycle,
  RefreshCcw,
  RefreshCw,
  Rocket,
  Settings2,
  ShoppingBag,
  ShoppingCart,
  SlidersHorizontal,
  Store,
  Tag,
  Ticket,
  Truck,
  Upload,
  UserPlus,
  Users,
  Wallet,
  Warehouse,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { catalogueApp } from '../../domain/apps/app-catalogue';
import type { AppCategory } from '../../domain/apps/app-declaration';
import type { AppIconName } from '../../domain/apps/app-icon-names';

/** The icons apps may declare: every name of the palette draws one. */
const appIcons: Readonly<Record<AppIconName, LucideIcon>> = {
  Apple,
  AppWindow,
  Boxes,
  ChartLine,
  ClipboardList,
  Contact,
  CreditCard,
  Database,
  FileSearch,
  Frame,
  HandCoins,
  Headset,
  History,
  Laptop,
  LayoutGrid,
  Leaf,
  LifeBuoy,
  MapPin,
  PackageOpen,
  Plug,
  Receipt,
  Recycle,
  RefreshCcw,
  Rocket,
  Settings2,
  ShoppingBag,
  ShoppingCart,
  SlidersHorizontal,
  Store,
  Tag,
  Ticket,
  Truck,
  Upload,
  UserPlus,
  Users,
  Wallet,
  Warehouse,
  Wrench,
};

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
