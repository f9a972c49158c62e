using System;
using System.Collections.Generic;
using System.Linq;
using MongoDB.Bson;
using Realms;

public partial class Event : IRealmObject
{
    [MapTo("seq")]
    public long Seq { get; set; }

    [MapTo("kind")]
    [Required]
    public string Kind { get; set; }

    [MapTo("record")]
    public Record Record { get; set; }
}

public partial class Record : IRealmObject
{
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Record come from: Event.record.
    [PrimaryKey]
    [MapTo("id")]
    public long Id { get; set; }

    [Indexed]
    [MapTo("name")]
    [Required]
    public string Name { get; set; }

    [MapTo("value")]
    public long Value { get; set; }

    [MapTo("updated")]
    public DateTimeOffset? Updated { get; set; }

    [MapTo("tags")]
    [Required]
    public IList<string> Tags { get; }
}
