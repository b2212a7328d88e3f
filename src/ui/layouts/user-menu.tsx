import { Button, Header, Keyboard, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Separator, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../application/ports/account-gateway';
import { TRACE_DOWNLOAD_SHORTCUT, TRACE_RECORDER, type TraceRecorderPort } from '../../application/ports/trace-recorder-port';
import { SIGN_OUT, type SignOut } from '../../application/session/sign-out';
import { usePreferences } from '../preferences/use-preferences';
import { useService } from '../services/service-context';
import { useNavigation } from '../routing/use-navigation';

const LANGUAGES = ['en', 'de'] as const;

/** Profile, settings, language and sign-out, in an accessible menu. */
export function UserMenu() {
  const { t, i18n } = useTranslation('shell');
  const navigation = useNavigation();
  const signOut = useService<SignOut>(SIGN_OUT);
  const recorder = useService<TraceRecorderPort>(TRACE_RECORDER);
  const preferences = usePreferences();
  const onAction = (key: React.Key) => {
    const action = String(key);
    if (action === 'profile') navigation.navigate('/profile');
    else if (action === 'settings') navigation.navigate('/settings');
    else if (action === 'sign-out') void signOut.execute();
    else if (action === 'download-trace') recorder.download();
    else if (action.startsWith('language-')) preferences.change({ language: action.slice('language-'.length) as Language });
  };
  return (
    <MenuTrigger>
      <Button className="user-menu__button" aria-label={t('topBar.userMenu')}>
        <span aria-hidden="true" className="user-menu__avatar">
          ◉
        </span>
      </Button>
      <Popover className="user-menu__popover" placement="bottom end">
        <Menu className="user-menu" onAction={onAction}>
          <MenuItem id="profile" className="user-menu__item">
            {t('topBar.profile')}
          </MenuItem>
          <MenuItem id="settings" className="user-menu__item">
            {t('topBar.settings')}
          </MenuItem>
          <Separator className="user-menu__separator" />
          <MenuSection>
            <Header className="user-menu__header">{t('topBar.language')}</Header>
            {LANGUAGES.map((language) => (
              <MenuItem key={language} id={`language-${language}`} className="user-menu__item" lang={language}>
                {t(`languages.${language}`)}
                {i18n.language === language && <span aria-hidden="true"> ✓</span>}
              </MenuItem>
            ))}
          </MenuSection>
          <Separator className="user-menu__separator" />
          <MenuItem id="download-trace" className="user-menu__item" textValue={t('topBar.downloadTrace')}>
            <Text slot="label">{t('topBar.downloadTrace')}</Text>
            <Keyboard className="user-menu__shortcut">{TRACE_DOWNLOAD_SHORTCUT.label}</Keyboard>
          </MenuItem>
          <Separator className="user-menu__separator" />
          <MenuItem id="sign-out" className="user-menu__item">
            {t('topBar.signOut')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
