// Just enough of realm-js 12's typings for tsc to check generated models.
declare module "realm" {
  class Realm {}
  namespace Realm {
    class Object<T = unknown> {
      protected readonly _phantom?: T;
    }
    class List<T> { readonly length: number; [index: number]: T; }
    class Set<T> { readonly size: number; has(value: T): boolean; }
    class Dictionary<T> { [key: string]: T; }
    class Results<T> { readonly length: number; [index: number]: T; }
    type Mixed = unknown;
  }
  export namespace BSON {
    class ObjectId { toHexString(): string; }
    class Decimal128 { toString(): string; }
    class UUID { toHexString(): string; }
  }
  export type PropertyTypeName = string;
  export type PropertySchema = {
    type: PropertyTypeName;
    objectType?: string;
    property?: string;
    optional?: boolean;
    indexed?: boolean | "full-text";
    mapTo?: string;
  };
  export type ObjectSchema = {
    name: string;
    embedded?: boolean;
    primaryKey?: string;
    properties: { [name: string]: PropertyTypeName | PropertySchema };
  };
  export default Realm;
}
