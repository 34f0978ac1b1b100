import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import formClasses from '../form/form.module.css';
import classes from './list-editor.module.css';
import { CompletionBadge } from './completion-badge.tsx';

export interface ProfileTabItem<T extends string> {
  value: T;
  label: string;
  /** Whether the tab is complete; undefined shows no badge (the status is not known yet). */
  done: boolean | undefined;
}

/** The id of a tab's button, for moving focus to it. */
export const profileTabId = (id: string, value: string) => `${id}-tab-${value}`;

/**
 * The tabs of a profile with the WAI-ARIA tabs pattern (Mantine's tablist, tab and tabpanel roles): arrow keys move
 * between tabs, mirrored right to left, and Enter or Space opens one. Opening is manual because each tab loads its
 * data from the server. Only the open tab is mounted, so each tab loads when it is opened. A badge in each tab says
 * whether it is complete; it is part of the tab's name for screen readers.
 */
export function ProfileTabs<T extends string>({
  id,
  label,
  tabs,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  tabs: readonly ProfileTabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The content of the open tab. */
  children: (value: T) => ReactNode;
}) {
  return (
    <Tabs
      id={id}
      value={value}
      onChange={(next) => {
        const found = tabs.find((tab) => tab.value === next);
        if (found) onChange(found.value);
      }}
      keepMounted={false}
      activateTabWithKeyboard={false}
      variant="pills"
    >
      <Tabs.List aria-label={label} className={classes.tabList}>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            className={classes.tab}
            rightSection={tab.done === undefined ? null : <CompletionBadge done={tab.done} />}
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} className={classes.panel}>
          <h2 className={formClasses.sectionTitle}>{tab.label}</h2>
          {children(tab.value)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
