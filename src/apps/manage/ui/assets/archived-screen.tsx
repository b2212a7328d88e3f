import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { managePaths } from '../../domain/paths';
import type { ScreenProps } from '../../../../ui/routing/screen-props';
import { ArchivedAccessories } from '../accessories/archived-accessories';
import { ManageFrame } from '../shared/app-frame';
import { ArchivedAssets } from './archived-assets';

const KINDS = ['assets', 'accessories'] as const;

/** What was archived, assets or accessories, each restorable. */
export default function ArchivedScreen({ match }: ScreenProps) {
  const { t } = useTranslation(['manage-assets', 'manage']);
  const kind = match.params.productTypeID === 'accessories' ? 'accessories' : 'assets';
  return (
    <ManageFrame title={t('manage:sections.archived')}>
      <nav className="asset-types" aria-label={t('archived.kinds')}>
        <ul>
          {KINDS.map((each) => (
            <li key={each}>
              <Link href={managePaths.archived(each)} className="asset-types__link" aria-current={each === kind ? 'page' : undefined}>
                {t(`archived.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {kind === 'accessories' ? <ArchivedAccessories /> : <ArchivedAssets />}
    </ManageFrame>
  );
}
