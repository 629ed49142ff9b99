import { Prisma } from "@/lib/generated/prisma/client";

/** The write broke a unique constraint (Prisma's P2002): the row it would make already exists. */
export function isUniqueViolation(error: unknown): error is Prisma.PrismaClientKnownRequestError {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/** The write named a row that no longer exists (Prisma's P2003: a foreign key broken). */
export function isMissingReference(error: unknown): error is Prisma.PrismaClientKnownRequestError {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003";
}
