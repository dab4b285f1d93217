/** Where the lottery pages link: the member's orders, one order, and a drawn issue's fair round (its verify page). */
export const LOTTERY_ORDERS_PATH = '/m/lotteryOrders';
export const lotteryOrderPath = (orderId: number) => `/m/lotteryOrder?id=${orderId}`;
export const fairRoundPath = (roundId: number) => `/m/fair?id=${roundId}`;
