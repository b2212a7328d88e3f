import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { brandColourProblem, brandPalettes, contrastRatio, LIGHT_TEXT, MIN_CONTRAST, normalisedHex } from '../../../domain/branding/brand-colour';
import { RippleButton } from '../../../ui/feedback/ripple-button';
import { FileDropZone } from '../../../ui/kit/file-drop-zone';
import { FormButtons } from '../../../ui/kit/form-buttons';
import { FormError } from '../../../ui/kit/form-error';
import { formatNumber } from '../../../ui/kit/format';
import { useProblemText } from '../../../ui/kit/problem-text';
import { QueryView } from '../../../ui/kit/query-view';
import { TextInput } from '../../../ui/kit/text-input';
import { useSubmit } from '../../../ui/kit/use-submit';
import { useUnsavedValues } from '../../../ui/routing/use-unsaved-changes';
import type { Branding } from '../application/ports/configure-gateway';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '../domain/logo-rules';
import { useBranding, useRemoveLogo, useSetColour, useUploadLogo } from './queries/configure';

/** The logo, changed at once: chosen is uploaded, removed is gone. */
function LogoField({ branding }: { branding: Branding }) {
  const { t } = useTranslation('configure');
  const { problemText } = useProblemText();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const pending = upload.isPending || remove.isPending;
  const error = upload.error ?? remove.error;
  return (
    <div className="configure-logo">
      <FileDropZone
        label={t('branding.logo')}
        hint={t('branding.logoHint', { size: LOGO_MAX_BYTES / 1024 })}
        acceptedTypes={LOGO_TYPES}
        wrongType={t('branding.logoWrongType')}
        chooseLabel={t(branding.logoUrl ? 'branding.replaceLogo' : 'branding.chooseLogo')}
        isDisabled={pending}
        onFiles={([file]) => {
          remove.reset();
          if (file) upload.mutate(file);
        }}
        actions={
          branding.logoUrl ? (
            <RippleButton className="button button--ghost" isDisabled={pending} onPress={() => (upload.reset(), remove.mutate())}>
              {t('branding.removeLogo')}
            </RippleButton>
          ) : undefined
        }
      >
        {branding.logoUrl ? (
          <div className="configure-logo__previews">
            <span className="configure-logo__on configure-logo__on--light">
              <img className="configure-logo__image" src={branding.logoUrl} alt={t('branding.logoAlt')} />
            </span>
            <span className="configure-logo__on configure-logo__on--dark">
              <img className="configure-logo__image" src={branding.logoUrl} alt="" />
            </span>
          </div>
        ) : (
          <p className="muted">{t('branding.noLogo')}</p>
        )}
      </FileDropZone>
      <FormError>{error ? problemText(error) : null}</FormError>
    </div>
  );
}

/** The buttons as each theme will draw them in this colour. */
function ColourPreview({ colour }: { colour: string }) {
  const { t } = useTranslation('configure');
  const palettes = brandPalettes(colour);
  return (
    <div className="configure-preview" aria-label={t('branding.preview')} role="group">
      {(['light', 'dark'] as const).map((theme) => (
        <div key={theme} className={`configure-preview__theme configure-preview__theme--${theme}`}>
          <span className="configure-preview__label">{t(`branding.${theme}`)}</span>
          <span className="configure-preview__button" style={{ background: palettes[theme].primary, color: palettes[theme].text }}>
            {t('branding.sampleButton')}
          </span>
        </div>
      ))}
    </div>
  );
}

function ColourForm({ branding }: { branding: Branding }) {
  const { t, i18n } = useTranslation('configure');
  const saved = branding.colour ?? '';
  const [text, setText] = useState(saved);
  const setColour = useSetColour();
  const hex = normalisedHex(text);
  const problem = text.trim() === '' ? null : brandColourProblem(text);
  const submit = useSubmit(async () => {
    if (problem) return;
    await setColour.mutateAsync(text.trim() === '' ? null : hex);
  });
  useUnsavedValues(text.trim().toLowerCase(), saved, submit.pending);
  const localError =
    problem?.code === 'invalid-colour'
      ? t('refusals.invalid-colour')
      : problem?.code === 'low-contrast'
        ? t('refusals.low-contrast', { ratio: formatNumber(problem.ratio, i18n.language, { atMost: 1 }), minimum: formatNumber(MIN_CONTRAST, i18n.language) })
        : undefined;
  return (
    <Form className="form" onSubmit={submit.onSubmit}>
      <div className="configure-colour">
        <TextInput label={t('branding.colour')} description={t('branding.colourHint')} value={text} onChange={setText} error={localError ?? submit.fieldError('colour')} maxLength={32} />
        <label className="configure-colour__swatch">
          <span className="visually-hidden">{t('branding.pick')}</span>
          <input type="color" value={hex ?? '#2454d6'} onChange={(event) => setText(event.target.value)} />
        </label>
      </div>
      {hex && !problem && (
        <>
          <p className="muted">{t('branding.contrast', { ratio: formatNumber(contrastRatio(hex, LIGHT_TEXT), i18n.language, { atMost: 1 }) })}</p>
          <ColourPreview colour={hex} />
        </>
      )}
      <FormError>{submit.error}</FormError>
      <FormButtons pending={submit.pending} isDisabled={Boolean(problem) || text.trim().toLowerCase() === saved} submitLabel={t(text.trim() === '' && saved ? 'branding.resetColour' : 'branding.saveColour')} />
    </Form>
  );
}

/** The organisation's logo and colour, which the shell shows to everyone in it. */
export function BrandingSection() {
  const { t } = useTranslation('configure');
  const branding = useBranding();
  return (
    <section className="panel" aria-labelledby="configure-branding">
      <h2 id="configure-branding">{t('branding.title')}</h2>
      <p className="muted">{t('branding.lead')}</p>
      <QueryView query={branding}>
        {(loaded) => (
          <>
            <LogoField branding={loaded} />
            <ColourForm key={loaded.colour ?? ''} branding={loaded} />
          </>
        )}
      </QueryView>
    </section>
  );
}
