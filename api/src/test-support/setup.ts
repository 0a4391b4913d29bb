// type-graphql and MikroORM read decorator metadata through this polyfill.
import 'reflect-metadata';
