import { Module } from '@nestjs/common';
import { BotsModule } from '../bots/bots.module';
import { DemoSeedService } from './demo-seed.service';

@Module({ imports: [BotsModule], providers: [DemoSeedService], exports: [DemoSeedService] })
export class SeedModule {}
