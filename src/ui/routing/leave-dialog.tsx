import { Dialog, Heading, Modal } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { RippleButton } from '../feedback/ripple-button';
import { useNavigation } from './use-navigation';

/** Asks before a navigation leaves unsaved changes behind: stay (the default, and Escape) or leave them. */
export default function LeaveDialog() {
  const { t } = useTranslation('kit');
  const navigation = useNavigation();
  return (
    <Modal className="modal modal--center" isOpen onOpenChange={(open) => !open && navigation.stay()} isDismissable>
      <Dialog className="dialog dialog--center dialog--medium" role="alertdialog">
        <div className="dialog__header">
          <Heading slot="title" className="dialog__title">
            {t('leave.title')}
          </Heading>
        </div>
        <div className="dialog__body">
          <p>{t('leave.body')}</p>
          <div className="form-actions">
            <RippleButton className="button" onPress={() => navigation.leave()}>
              {t('leave.leave')}
            </RippleButton>
            <RippleButton className="button button--primary" autoFocus onPress={() => navigation.stay()}>
              {t('leave.stay')}
            </RippleButton>
          </div>
        </div>
      </Dialog>
    </Modal>
  );
}
