"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { notify } from "@/components/ui/toaster";
import { detailOr } from "@/lib/api-client";
import { dateTime } from "../format";
import { HARD_DELETE_WORD } from "../texts";
import { usersApi, usersQueryRoot, type AdminUser } from "./api";
import { USER_DELETE_FAILED, USER_DELETED, USER_DELETION_CANCELLED } from "./texts";
import { UserActivity } from "./user-activity";
import { UserEditForm } from "./user-edit-form";

/** One user: the edit form, their reports and transactions, and the hard delete. */
export function UserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({ mutationFn: () => usersApi.hardDelete(user.id) });

  const hardDelete = async () => {
    try {
      const { message } = await remove.mutateAsync();
      notify.success(message || USER_DELETED);
      onClose();
      await queryClient.invalidateQueries({ queryKey: usersQueryRoot });
    } catch (error) {
      notify.error(detailOr(error, USER_DELETE_FAILED));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle className="break-all">{user.email}</DialogTitle>
          <DialogDescription>
            Joined {dateTime(user.created_at)}
            {user.full_name ? ` · ${user.full_name}` : ""}
          </DialogDescription>
        </DialogHeader>

        <Tabs defaultValue="edit">
          <TabsList aria-label="About this user">
            <TabsTrigger value="edit">Edit</TabsTrigger>
            <TabsTrigger value="reports">Reports</TabsTrigger>
            <TabsTrigger value="transactions">Transactions</TabsTrigger>
          </TabsList>
          <TabsContent value="edit">
            <UserEditForm user={user} />
          </TabsContent>
          <TabsContent value="reports">
            <UserActivity userId={user.id} show="reports" />
          </TabsContent>
          <TabsContent value="transactions">
            <UserActivity userId={user.id} show="transactions" />
          </TabsContent>
        </Tabs>

        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/30 p-4">
          <p className="text-sm text-muted-foreground">
            Deleting removes the account, its reports, photos and records. Payments are kept, detached.
          </p>
          <ConfirmDialog
            trigger={
              <Button variant="destructive" size="sm">
                <Trash2Icon aria-hidden="true" />
                Delete user
              </Button>
            }
            title="Delete this user?"
            description={`${user.email} and their ${user.report_count} reports, photos and records will be erased for good.`}
            confirmLabel="Delete permanently"
            destructive
            typedWord={HARD_DELETE_WORD}
            onConfirm={hardDelete}
            onCancel={() => notify.info(USER_DELETION_CANCELLED)}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
