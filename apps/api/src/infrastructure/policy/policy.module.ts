import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { RouteTable } from './route-table';

/** The table of every route and its declared policy, read by the policy middleware. */
@Module({ imports: [DiscoveryModule], providers: [RouteTable], exports: [RouteTable] })
export class PolicyModule {}
