-- One platform-role column instead of is_super_user + a nullable super_user_role (a super user
-- without a sub-role counted as SUPER_ADMIN: that rule is applied once, here).
ALTER TABLE "users" ADD COLUMN "platform_role" "SuperUserRole";
UPDATE "users" SET "platform_role" = COALESCE("super_user_role", 'SUPER_ADMIN') WHERE "is_super_user";
ALTER TABLE "users" DROP COLUMN "is_super_user",
DROP COLUMN "super_user_role";
