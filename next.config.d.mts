import type { NextConfig } from 'next';
export default function config(phase: string): Promise<NextConfig>;
