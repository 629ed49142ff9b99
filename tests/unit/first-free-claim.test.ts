import { describe, expect, it } from "vitest";
import { mailboxOf } from "@/lib/users/mailbox";

// The first free full report is claimed once per mailbox: addresses that
// deliver to the same mailbox give the same claim address.

describe("mailboxOf", () => {
  it.each([
    ["Jane@Example.com", "jane@example.com"],
    ["  jane@example.com ", "jane@example.com"],
    ["jane+free@example.com", "jane@example.com"],
    ["jane+a+b@example.com", "jane@example.com"],
    ["jane.doe@example.com", "jane.doe@example.com"],
    ["jane.doe@gmail.com", "janedoe@gmail.com"],
    ["J.a.n.e.Doe+promo@Gmail.com", "janedoe@gmail.com"],
    ["jane.doe@googlemail.com", "janedoe@gmail.com"],
    ["janedoe+x@googlemail.com", "janedoe@gmail.com"],
    ["jane.doe@gmail.com.example.net", "jane.doe@gmail.com.example.net"],
    ["+jane@example.com", "+jane@example.com"],
    ["...@gmail.com", "...@gmail.com"],
    ["not-an-address", "not-an-address"],
  ])("%s claims as %s", (address, claim) => {
    expect(mailboxOf(address)).toBe(claim);
  });
});
