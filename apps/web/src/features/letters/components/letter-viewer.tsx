import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { saveFile } from '../../../lib/save-file.ts';
import classes from './letter-viewer.module.css';

export interface LetterViewerProps {
  /** The letter's PDF. */
  pdf: Blob;
  /** The name the download is saved under. */
  fileName: string;
  /** What the letter is, for the frame's accessible name. */
  title: string;
  testId: string;
}

/**
 * A letter's PDF shown in the page (the browser's own PDF viewer, in a frame of a temporary object URL) with a button
 * that saves it. The URL is let go when the letter changes or the screen closes.
 */
export function LetterViewer({ pdf, fileName, title, testId }: LetterViewerProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(pdf);
    if (frame.current) frame.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [pdf]);

  return (
    <Stack gap="sm" data-testid={testId}>
      <div>
        <Button onClick={() => saveFile(pdf, fileName)} data-testid={`${testId}-download`}>
          {t('letters.download')}
        </Button>
      </div>
      <iframe ref={frame} className={classes.frame} title={title} data-testid={`${testId}-frame`} />
      <Text size="sm" c="dimmed">
        {t('letters.viewerHint')}
      </Text>
    </Stack>
  );
}
