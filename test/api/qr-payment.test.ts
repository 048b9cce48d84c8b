import jsQR from 'jsqr';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { day, GUEST, lowSeasonOffset, startTestServer, type TestServer } from './harness.ts';
import { readQrPng } from './png.ts';

/**
 * The book answer's QR payment code: qr_img is the address of a PNG that the
 * server draws when the guest's browser asks for it. What a banking app reads
 * from the picture must be exactly qr_content, which pays the deposit under
 * the booking's variable symbol.
 */

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(async () => {
  await api.stop();
});

async function scan(address: string): Promise<{ text: string | undefined; width: number; response: Response }> {
  const response = await fetch(address);
  const { width, height, rgba } = readQrPng(Buffer.from(await response.arrayBuffer()));
  return { text: jsQR(rgba, width, height)?.data, width, response };
}

const attempt = (from: number, objectId: string, key: string) => ({
  from: day(from),
  to: day(from + 2),
  objects: [{ id: objectId, occupancy: { adults: 2 }, services: { breakfast: 2 } }],
  customer: GUEST,
  acceptGdprCompliance: true,
  idempotencyKey: key,
});

it('the QR picture of a stored booking scans to qr_content: the deposit under its variable symbol', async () => {
  const from = lowSeasonOffset(150, 2);
  const booked = await api.client({ lang: 'en' }).book(attempt(from, '2', 'qr-payment-0001'));
  if (!booked.ok) throw new Error(booked.error.message);
  const payment = booked.value;
  expect(payment.qr_content).toContain(`*AM:${payment.deposit.toFixed(2)}*`);
  expect(payment.qr_content).toContain(`*X-VS:${payment.variable_symbol}*`);
  expect(payment.qr_img.startsWith(`${api.server.url}/`)).toBe(true);

  const { text, width, response } = await scan(payment.qr_img);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(width).toBe(240);
  expect(text).toBe(payment.qr_content);

  // A repeat of the attempt answers the same code.
  const repeat = await api.client({ lang: 'en' }).book(attempt(from, '2', 'qr-payment-0001'));
  expect(repeat.ok && repeat.value.qr_img).toBe(payment.qr_img);
});

it('a dummy booking gets a QR picture that scans too', async () => {
  const booked = await api.client({ dummy: true }).book(attempt(lowSeasonOffset(160, 2), '4', 'qr-payment-dummy'));
  if (!booked.ok) throw new Error(booked.error.message);
  expect(booked.value.booking.dummy).toBe(true);
  expect((await scan(booked.value.qr_img)).text).toBe(booked.value.qr_content);
});

it('draws only Czech QR payment texts', async () => {
  const address = (text: string) => `${api.server.url}/qr-payment.png?text=${encodeURIComponent(text)}`;
  expect((await fetch(address('https://evil.example/login'))).status).toBe(400);
  expect((await fetch(`${api.server.url}/qr-payment.png`)).status).toBe(400);
  expect((await fetch(address(`SPD*1.0*MSG:${'x'.repeat(500)}`))).status).toBe(400);
  expect((await fetch(address('SPD*1.0*MSG:<script>'))).status).toBe(200);
  expect((await fetch(address('SPD*1.0*ACC:CZ11*AM:1.00'), { method: 'POST' })).status).toBe(405);
});
