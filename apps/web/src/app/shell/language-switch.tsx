import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { useSupportedLanguages } from '../../lib/app-config.tsx';
import { otherLanguage } from '../../lib/language.ts';
import { useLanguage } from '../../lib/language-context.tsx';

/**
 * Offers the other supported language, named in that language ("English" while in Arabic, "العربية" while in
 * English) with its own `lang`, so screen readers pronounce it correctly. Hidden when only one language is offered.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const target = otherLanguage(language, useSupportedLanguages());
  const [switching, setSwitching] = useState(false);
  if (!target) return null;
  return (
    <Button
      variant="default"
      lang={target}
      data-testid="language-switch"
      aria-busy={switching || undefined}
      onClick={() => {
        if (switching) return;
        setSwitching(true);
        setLanguage(target).finally(() => setSwitching(false));
      }}
    >
      {t(`languages.${target}`)}
    </Button>
  );
}
