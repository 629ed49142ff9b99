import { listVoucherTransactions } from "@/lib/admin/vouchers";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin" }, () => listVoucherTransactions());
