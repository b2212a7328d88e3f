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
import type { AppCategory } from '../../domain/apps/app-catalogue';

/** Each app's icon in the sidebar and the store; an app without one shows its category's. */
const appIcons: Readonly<Record<string, LucideIcon>> = {
  'manage-beta': Boxes,
  'all-assets': Database,
  'assets-detail': FileSearch,
  'manage-configure': SlidersHorizontal,
  configure: Settings2,
  'bulk-orders': Upload,
  'refresh-buy': RefreshCcw,
  'refresh-go': Rocket,
  recover: PackageOpen,
  loop: Recycle,
  shop: ShoppingBag,
  devicehub: Laptop,
  'configure-shop': Store,
  'configure-devicehub': Warehouse,
  'manage-orders': ClipboardList,
  'buyback-devices': HandCoins,
  'apple-trade-in': Apple,
  'repair-devices': Wrench,
  wallet: Wallet,
  invoices: Receipt,
  shipmaster: MapPin,
  'shipping-label': Tag,
  'team-suite': Users,
  onboard: UserPlus,
  users: Contact,
  'resolve-now': LifeBuoy,
  support: Headset,
  'resolve-it': Ticket,
  environmental_reporting: Leaf,
  'audit-trail': History,
  'insights-center': ChartLine,
  integrations: Plug,
  cart: ShoppingCart,
  cartpage: ShoppingCart,
  pos: CreditCard,
  'shipment-tracking': Truck,
  manage: AppWindow,
  iframe: Frame,
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

/** An app's own icon, else its category's; an app the catalogue does not know yet still gets one. */
export function AppIcon({ slug, category, size = 16 }: { slug: string; category: string; size?: number }) {
  const Icon = appIcons[slug] ?? categoryIcons[category as AppCategory] ?? LayoutGrid;
  return <Icon size={size} aria-hidden="true" />;
}
