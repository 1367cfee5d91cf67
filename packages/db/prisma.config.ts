// Prisma CLI config: only `prisma generate` runs here (migrations use our offline runner).
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: '../../prisma/schema.prisma',
});
