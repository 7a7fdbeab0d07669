import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';

/** 12-hour local time with minutes, as every chat message shows it. */
export const TWELVE_HOUR_TIME = /^\d{1,2}:\d{2}\s?(AM|PM)$/;

export const chatLog = (page: Page) => page.getByRole('log', { name: 'Chat messages' });
export const assistantMessages = (page: Page) => chatLog(page).locator('[data-role="assistant"]');

/** Opens the widget and starts a conversation through the pre-chat form, as a visitor does. */
export async function startChat(page: Page, details: { name?: string; message?: string } = {}): Promise<string> {
  const name = details.name ?? `Visitor ${Math.random().toString(36).slice(2, 8)}`;
  const open = page.getByRole('button', { name: 'Open chat' });
  await waitForHydration(open);
  await open.click();
  const panel = page.getByRole('region', { name: 'Chat with us now' });
  await panel.getByLabel('Name').fill(name);
  await panel.getByLabel('Email').fill(`${name.replace(/\W+/g, '.').toLowerCase()}@example.in`);
  await panel.getByLabel('Phone').fill('9876543210');
  if (details.message) await panel.getByLabel('Message').fill(details.message);
  await panel.getByRole('button', { name: 'Start Chat' }).click();
  await expect(chatLog(page)).toContainText(`Hello ${name}! Welcome to TradeSetu.`);
  return name;
}

/** Types a message and sends it with Enter. */
export async function say(page: Page, text: string): Promise<void> {
  const box = page.getByLabel('Type your message');
  await box.fill(text);
  await box.press('Enter');
}
