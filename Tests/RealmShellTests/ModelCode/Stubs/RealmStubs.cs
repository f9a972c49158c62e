// Just enough of Realm .NET's API (Realms, MongoDB.Bson) for mcs to check
// generated model classes. The source generator would complete the partial
// classes; the stubs only need the names and attribute parameters.
using System;
namespace Realms
{
    public interface IRealmObject {}
    public interface IEmbeddedObject {}
    public enum IndexType { General, FullText }
    [AttributeUsage(AttributeTargets.Property)] public class PrimaryKeyAttribute : Attribute {}
    [AttributeUsage(AttributeTargets.Property)] public class RequiredAttribute : Attribute {}
    [AttributeUsage(AttributeTargets.Property)] public class IndexedAttribute : Attribute
    {
        public IndexedAttribute() {}
        public IndexedAttribute(IndexType type) {}
    }
    [AttributeUsage(AttributeTargets.Property | AttributeTargets.Class)] public class MapToAttribute : Attribute
    {
        public MapToAttribute(string name) {}
    }
    [AttributeUsage(AttributeTargets.Property)] public class BacklinkAttribute : Attribute
    {
        public BacklinkAttribute(string property) {}
    }
    public struct RealmValue {}
}
namespace MongoDB.Bson
{
    public struct ObjectId {}
    public struct Decimal128 {}
}
