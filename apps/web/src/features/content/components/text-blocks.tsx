import '@mantine/core/styles/List.css';
import { List, Stack, Text } from '@mantine/core';

/**
 * Renders translated prose: paragraphs are separated by blank lines or single lines, and a run of lines starting
 * with "- " becomes a bulleted list. Keeps long texts in the translation files instead of markup in code.
 */
export function TextBlocks({ text }: { text: string }) {
  const blocks: { kind: 'p' | 'ul'; lines: string[] }[] = [];
  for (const line of text.split('\n').map((item) => item.trim())) {
    if (line === '') continue;
    const isItem = line.startsWith('- ');
    const last = blocks.at(-1);
    if (isItem && last?.kind === 'ul') last.lines.push(line.slice(2));
    else blocks.push({ kind: isItem ? 'ul' : 'p', lines: [isItem ? line.slice(2) : line] });
  }
  return (
    <Stack gap="sm">
      {blocks.map((block, index) =>
        block.kind === 'p' ? (
          <Text key={index}>{block.lines[0]}</Text>
        ) : (
          <List key={index} spacing={4}>
            {block.lines.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        ),
      )}
    </Stack>
  );
}
