/** Where the lottery pages link: the member's orders and one order. */
export const LOTTERY_ORDERS_PATH = '/m/lotteryOrders';
export const lotteryOrderPath = (orderId: number) => `/m/lotteryOrder?id=${orderId}`;
