// Before each server test file: passwords and security codes hashed at a test cost (infra/secrets.ts).
import { useCheapHashesInTests } from '../infra/secrets';

useCheapHashesInTests();
