/** What a hook sees after an order was committed (no transaction is open any more). */
export interface PlacedOrderInfo {
  id: number;
  uid: string;
  hash: string;
  branchId: number;
  ticketNumber: number;
  paymentMethod: string;
  notificationType: string;
}
