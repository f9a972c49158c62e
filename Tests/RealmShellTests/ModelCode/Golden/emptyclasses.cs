using System;
using System.Collections.Generic;
using System.Linq;
using MongoDB.Bson;
using Realms;

public partial class Alpha : IRealmObject
{
    [PrimaryKey]
    [MapTo("_id")]
    public ObjectId Id { get; set; }

    [MapTo("name")]
    [Required]
    public string Name { get; set; }

    [MapTo("count")]
    public long? Count { get; set; }

    [MapTo("beta")]
    public Beta Beta { get; set; }

    [MapTo("parts")]
    public IList<Part> Parts { get; }
}

public partial class Beta : IRealmObject
{
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Beta come from: Alpha.beta.
    [MapTo("value")]
    public double Value { get; set; }

    [MapTo("flags")]
    public ISet<bool> Flags { get; }

    [MapTo("meta")]
    public IDictionary<string, RealmValue> Meta { get; }
}

public partial class Gamma : IRealmObject
{
    [PrimaryKey]
    [MapTo("key")]
    [Required]
    public string Key { get; set; }

    [Indexed]
    [MapTo("when")]
    public DateTimeOffset? When { get; set; }

    [MapTo("amount")]
    public Decimal128 Amount { get; set; }

    [MapTo("uuid")]
    public Guid? Uuid { get; set; }
}

public partial class Part : IEmbeddedObject
{
    [MapTo("label")]
    [Required]
    public string Label { get; set; }

    [MapTo("weight")]
    public float? Weight { get; set; }
}
