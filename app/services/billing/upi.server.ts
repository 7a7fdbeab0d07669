import QRCode from 'qrcode';
import { config } from '~/config.server';
import { upiPayLink } from '~/domain/billing';
import type { Order } from './orders.server';

/** The upi:// link and its QR code (SVG, drawn on the server) for paying exactly this order. */
export async function upiPaymentFor(order: Pick<Order, 'reference' | 'totalPaise'>, planName: string) {
  const c = config();
  const link = upiPayLink({
    vpa: c.UPI_VPA,
    payeeName: c.UPI_PAYEE_NAME,
    amountPaise: order.totalPaise,
    note: `${c.SITE_NAME} ${planName} ${order.reference}`,
    reference: order.reference,
  });
  const svg = await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { link, svg, vpa: c.UPI_VPA, payeeName: c.UPI_PAYEE_NAME };
}
