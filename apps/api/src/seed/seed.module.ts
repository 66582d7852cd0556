import { Module } from '@nestjs/common';
import { DemoSeedService } from './demo-seed.service';

/** Outside modules/: seeding drives every context's command path, as the composition root may. */
@Module({ providers: [DemoSeedService], exports: [DemoSeedService] })
export class SeedModule {}
