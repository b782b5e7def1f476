#!/usr/bin/env bash
# Generates a migration from the schema, then drops drizzle-kit's "public". qualifiers so the
# SQL applies to whichever schema comes first on the search path (tests use their own schema).
set -euo pipefail
npx drizzle-kit generate "$@"
sed -i 's/"public"\.//g' app/db/migrations/*.sql
