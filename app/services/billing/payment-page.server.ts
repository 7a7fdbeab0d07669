import type { SessionUser } from '~/services/accounts/sessions.server';
import { getOrderForUser, getPlan, paymentsForOrder } from './orders.server';
import { ensureRazorpayOrder, razorpayCheckoutOptions } from './razorpay.server';
import { upiPaymentFor } from './upi.server';

/**
 * Everything the order's payment page shows: the buyer's own order (another user's is "not
 * found"), the UPI QR and link until it is paid, Razorpay Checkout's options while a Razorpay order
 * waits for payment (the provider-side order is created on first view), and the payments so far.
 */
export async function orderPaymentPage(user: SessionUser, reference: string) {
  const order = await getOrderForUser(user.id, reference);
  const plan = await getPlan(order.planId);
  const payments = await paymentsForOrder(order.id);
  const upi = order.status === 'paid' ? undefined : await upiPaymentFor(order, plan.name);
  const razorpay = order.provider === 'razorpay' && order.status === 'pending' ? razorpayCheckoutOptions(await ensureRazorpayOrder(order), plan.name, user) : undefined;
  return { order, planName: plan.name, upi, razorpay, payments };
}
