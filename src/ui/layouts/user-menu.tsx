import { Check, ChevronsUpDown, Download, LogOut, Settings, User } from 'lucide-react';
import { Button, Header, Keyboard, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Separator, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Language, Theme } from '../../application/ports/account-gateway';
import { LANGUAGES } from '../../domain/i18n/language';
import { TRACE_DOWNLOAD_SHORTCUT, TRACE_RECORDER, type TraceRecorderPort } from '../../application/ports/trace-recorder-port';
import { SIGN_OUT, type SignOut } from '../../application/session/sign-out';
import { initialsOf } from '../../domain/session/initials';
import { usePreferences } from '../preferences/use-preferences';
import { useSessionInfo } from '../queries/use-session-info';
import { useService } from '../services/service-context';
import { useNavigation } from '../routing/use-navigation';

const THEMES = ['light', 'dark', 'system'] as const;

function Choice({ id, label, chosen, lang }: { id: string; label: string; chosen: boolean; lang?: string }) {
  return (
    <MenuItem id={id} className="menu__item" lang={lang} textValue={label}>
      <span className="menu__check" aria-hidden="true">
        {chosen && <Check size={14} />}
      </span>
      {label}
    </MenuItem>
  );
}

/** Who is signed in (initials and name), and their profile, settings, language, theme and sign-out. */
export function UserMenu() {
  const { t, i18n } = useTranslation('shell');
  const navigation = useNavigation();
  const signOut = useService<SignOut>(SIGN_OUT);
  const recorder = useService<TraceRecorderPort>(TRACE_RECORDER);
  const preferences = usePreferences();
  const info = useSessionInfo().data;
  const name = info?.user.name ?? '';
  const theme = preferences.personal?.theme;
  const onAction = (key: React.Key) => {
    const action = String(key);
    if (action === 'profile') navigation.navigate('/profile');
    else if (action === 'settings') navigation.navigate('/settings');
    else if (action === 'sign-out') void signOut.execute();
    else if (action === 'download-trace') recorder.download();
    else if (action.startsWith('language-')) preferences.change({ language: action.slice('language-'.length) as Language });
    else if (action.startsWith('theme-')) preferences.change({ theme: action.slice('theme-'.length) as Theme });
  };
  return (
    <MenuTrigger>
      <Button className="user-menu__button" aria-label={name ? t('topBar.userMenuOf', { name }) : t('topBar.userMenu')}>
        <span className="avatar" aria-hidden="true">
          {initialsOf(name)}
        </span>
        {info && (
          <span className="user-menu__who" aria-hidden="true">
            <span className="user-menu__name">{name}</span>
            <span className="user-menu__organisation">{info.organisation.name}</span>
          </span>
        )}
        <ChevronsUpDown className="user-menu__chevron" size={14} aria-hidden="true" />
      </Button>
      <Popover className="popover user-menu__popover" placement="bottom end">
        <Menu className="menu" onAction={onAction}>
          {info && (
            <MenuSection>
              <Header className="user-menu__header">
                <span className="user-menu__header-name">{name}</span>
                <span className="user-menu__header-email">{info.user.email}</span>
              </Header>
            </MenuSection>
          )}
          <MenuItem id="profile" className="menu__item" textValue={t('topBar.profile')}>
            <User size={14} aria-hidden="true" />
            {t('topBar.profile')}
          </MenuItem>
          <MenuItem id="settings" className="menu__item" textValue={t('topBar.settings')}>
            <Settings size={14} aria-hidden="true" />
            {t('topBar.settings')}
          </MenuItem>
          <Separator className="menu__separator" />
          <MenuSection>
            <Header className="menu__header">{t('topBar.language')}</Header>
            {LANGUAGES.map((language) => (
              <Choice key={language} id={`language-${language}`} label={t(`languages.${language}`)} chosen={i18n.language === language} lang={language} />
            ))}
          </MenuSection>
          <MenuSection>
            <Header className="menu__header">{t('topBar.theme')}</Header>
            {THEMES.map((choice) => (
              <Choice key={choice} id={`theme-${choice}`} label={t(`settings.themes.${choice}`)} chosen={theme === choice} />
            ))}
          </MenuSection>
          <Separator className="menu__separator" />
          <MenuItem id="download-trace" className="menu__item" textValue={t('topBar.downloadTrace')}>
            <Download size={14} aria-hidden="true" />
            <Text slot="label">{t('topBar.downloadTrace')}</Text>
            <Keyboard className="menu__shortcut">{TRACE_DOWNLOAD_SHORTCUT.label}</Keyboard>
          </MenuItem>
          <Separator className="menu__separator" />
          <MenuItem id="sign-out" className="menu__item" textValue={t('topBar.signOut')}>
            <LogOut size={14} aria-hidden="true" />
            {t('topBar.signOut')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
